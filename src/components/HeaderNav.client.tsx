'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

type NavLink = { label: string; href: string }
/** A menu item; a plain link leaves out the defaults (the page's payload names every item). */
type NavItem = NavLink & { highlight?: true; children?: NavLink[] }

/**
 * Header navigation as disclosure menus: buttons with aria-expanded, Escape closes and returns focus,
 * a click outside closes. On sites with "dropdowns open on hover", pointer hover opens them too.
 * Below the desktop breakpoint the whole menu collapses behind one Menu button.
 */
export function HeaderNav({ items, openOnHover }: { items: NavItem[]; openOnHover: boolean }) {
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()
  const pathname = usePathname()

  // Navigating closes every menu (state reset during render rather than in an effect).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(null)
    setMobileOpen(false)
  }

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || open === null) return
      setOpen(null)
      document.getElementById(`${baseId}-button-${open}`)?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, baseId])

  return (
    <nav ref={navRef} className="header-nav" aria-label="Main" data-open={mobileOpen || undefined}>
      <button type="button" className="header-nav__toggle" aria-expanded={mobileOpen} aria-controls={`${baseId}-menu`} onClick={() => setMobileOpen((v) => !v)}>
        Menu
      </button>
      <ul id={`${baseId}-menu`} className="header-nav__list">
        {items.map((item, index) => {
          const key = `${item.label}-${item.href}`
          if (!item.children?.length) {
            return (
              <li key={key}>
                <Link
                  href={item.href}
                  className={item.highlight ? 'header-nav__link header-nav__link--highlight' : 'header-nav__link'}
                  aria-current={pathname === item.href ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            )
          }
          const expanded = open === index
          return (
            <li
              key={key}
              className="header-nav__dropdown"
              onPointerEnter={openOnHover ? (e) => e.pointerType === 'mouse' && setOpen(index) : undefined}
              onPointerLeave={openOnHover ? (e) => e.pointerType === 'mouse' && setOpen(null) : undefined}
            >
              <button
                id={`${baseId}-button-${index}`}
                type="button"
                className="header-nav__link"
                aria-expanded={expanded}
                aria-controls={`${baseId}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.label}
                <span aria-hidden="true" className="header-nav__caret" />
              </button>
              <ul id={`${baseId}-panel-${index}`} className="header-nav__panel" hidden={!expanded}>
                {item.children.map((child) => (
                  <li key={`${child.label}-${child.href}`}>
                    <Link href={child.href}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
