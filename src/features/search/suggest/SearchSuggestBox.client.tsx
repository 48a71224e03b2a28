'use client'

import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react'

import { suggestionLabel, type Suggestion } from '@/domain/search-suggestions'

import { useSuggestions, type SuggestionSource } from './use-suggestions'

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'placeholder' | 'maxLength' | 'className'> & {
  /** The input's id; its label is the caller's (`<label htmlFor>`). */
  id: string
  source: SuggestionSource
  /** Text set from outside (the search page's query, cleared by Clear Filters); the box follows it. */
  value?: string
  onTextChange?: (text: string) => void
  onPick: (suggestion: Suggestion) => void
}

/**
 * A search box that suggests makes, models and body types with their counts as the shopper types
 * (issue 40): the ARIA combobox pattern with a grouped listbox. Arrow keys move through the
 * suggestions (the focus stays in the box, aria-activedescendant names the one chosen), Enter picks
 * it or, with none chosen, submits the box's form; Escape closes the list, and a second Escape clears
 * the box. The list floats over the page, so nothing moves when it opens.
 *
 * The input is uncontrolled, so what was typed before the page's script ran is kept and suggested for.
 */
export function SearchSuggestBox({ id, source, value, onTextChange, onPick, ...inputProps }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(value ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const groups = useSuggestions(source, text)
  const suggestions = groups.flatMap((group) => group.suggestions)
  const expanded = open && suggestions.length > 0
  const listId = `${id}-suggestions`
  const optionId = (i: number) => `${id}-suggestion-${i}`

  // Typed before hydration: take it up, and suggest at once if the shopper is still in the box.
  useEffect(() => {
    const element = input.current!
    if (element.value === text) return
    setText(element.value)
    setOpen(document.activeElement === element)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])
  useEffect(() => {
    const element = input.current!
    if (value === undefined || value === element.value) return
    element.value = value
    setText(value)
  }, [value])

  const change = (next: string) => {
    setText(next)
    setOpen(true)
    setActive(-1)
    onTextChange?.(next)
  }
  const pick = (suggestion: Suggestion) => {
    setOpen(false)
    setActive(-1)
    onPick(suggestion)
  }
  const move = (step: 1 | -1) => {
    setOpen(true)
    setActive((current) => {
      if (!expanded || current < 0) return step === 1 ? 0 : suggestions.length - 1
      return (current + step + suggestions.length) % suggestions.length
    })
  }

  let position = 0
  return (
    <div className="search-suggest">
      <input
        ref={input}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        defaultValue={value}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (suggestions.length === 0) return
            event.preventDefault()
            move(event.key === 'ArrowDown' ? 1 : -1)
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault()
            pick(suggestions[active] as Suggestion)
          } else if (event.key === 'Escape' && expanded) {
            // Only the list closes; the browser's own Escape would also clear a search input.
            event.preventDefault()
            setOpen(false)
            setActive(-1)
          }
        }}
        {...inputProps}
      />
      <div id={listId} role="listbox" aria-label="Suggestions" className="search-suggest__list" hidden={!expanded}>
        {groups.map((group) => (
          <div key={group.facet} role="group" aria-label={group.heading} className="search-suggest__group">
            <div className="search-suggest__heading" aria-hidden="true">
              {group.heading}
            </div>
            {group.suggestions.map((suggestion) => {
              const i = position++
              return (
                // The keys are the box's (aria-activedescendant): an option is chosen with the arrows, never focused.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={suggestion.value}
                  tabIndex={-1}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  aria-label={suggestionLabel(suggestion)}
                  className="search-suggest__option"
                  // Keeps the focus in the box, so the click below still finds the list open.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                >
                  {suggestion.value}
                  <span className="search-suggest__count">{suggestion.count}</span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <div role="status" className="visually-hidden">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </div>
    </div>
  )
}
