'use client'

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'

import { DIALOG_TEXTS } from '@/domain/dialog-texts'

export interface ModalDialogProps {
  /** The dialog's heading, e.g. "Contact Us at Harbour City Kia Newstead". */
  title: string
  /** The button that opens it. */
  triggerLabel: ReactNode
  triggerClassName?: string
  /** What the dialog holds: a lead form, a table of holiday hours... */
  children: ReactNode
  className?: string
  /** Extra data-* attributes on the <dialog> (e.g. data-location-id for the form it holds). */
  data?: Record<`data-${string}`, string>
  /** Makes the trigger a link to a page with the same content, followed before the script has loaded or with Ctrl/Cmd-click. */
  href?: string
  /** The trigger's id; with `openOnHash`, a page opened at #{triggerId} (e.g. a card's Enquire Now) opens the dialog. */
  triggerId?: string
  openOnHash?: boolean
  /** Called when the dialog opens (e.g. to start loading a form). */
  onOpen?: () => void
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A native modal <dialog> (spec §9 "Location dialog max width 800; scroll height 85vh minus 6rem"):
 * showModal() makes the page behind inert, Tab and Shift+Tab wrap inside it, Escape and the Close
 * button close it, and focus goes back to the button that opened it.
 */
export function ModalDialog({ title, triggerLabel, triggerClassName, children, className, data, href, triggerId, openOnHash, onOpen }: ModalDialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement & HTMLAnchorElement>(null)

  const open = () => {
    const element = dialog.current
    if (!element || element.open) return
    onOpen?.()
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  }
  const openFromLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    open()
  }
  useEffect(() => {
    if (openOnHash && triggerId && window.location.hash === `#${triggerId}`) open()
    // Only on arrival: later hash changes are the shopper's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const close = () => {
    const element = dialog.current
    if (!element) return
    if (typeof element.close === 'function') element.close()
    else element.removeAttribute('open')
  }
  // Native close (Escape, the Close button, a form with method=dialog) all end here.
  const restoreFocus = () => trigger.current?.focus()

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') {
      event.preventDefault()
      close()
      restoreFocus()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (focusable.length === 0) return
    const [first, last] = [focusable[0]!, focusable.at(-1)!]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      {href ? (
        <a ref={trigger} id={triggerId} href={href} className={triggerClassName} aria-haspopup="dialog" onClick={openFromLink}>
          {triggerLabel}
        </a>
      ) : (
        <button ref={trigger} id={triggerId} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={open}>
          {triggerLabel}
        </button>
      )}
      {/* The dialog element handles Escape itself; onKeyDown only keeps Tab inside it. */}
      <dialog
        ref={dialog}
        className={['modal-dialog', className].filter(Boolean).join(' ')}
        aria-labelledby={titleId}
        onClose={restoreFocus}
        onKeyDown={trapTab}
        {...data}
      >
        <div className="modal-dialog__header">
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          <button type="button" className="modal-dialog__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{DIALOG_TEXTS.closeDialog}</span>
          </button>
        </div>
        <div className="modal-dialog__body">{children}</div>
      </dialog>
    </>
  )
}
