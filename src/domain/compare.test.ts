import { describe, expect, it } from 'vitest'

import { COMPARE_LIMIT, COMPARE_TEXTS, compareHref, toggleSavedCar, type CompareEntry } from './compare'

const car = (n: number): CompareEntry => ({ id: `car-${n}`, slug: `2021-kia-cerato-s-u0000${n}`, name: `2021 Kia Cerato S #${n}` })

describe('toggleSavedCar on the compare list (spec §1 "compare ... cars", §2 "Vehicle card: save/compare/favourite control")', () => {
  it('adds a car that is not on the list, at the end', () => {
    const result = toggleSavedCar([car(1)], car(2), COMPARE_LIMIT)
    expect(result).toEqual({ ok: true, added: true, list: [car(1), car(2)] })
  })

  it('removes a car that is already on the list (matched by id), keeping the others in order', () => {
    const result = toggleSavedCar([car(1), car(2), car(3)], { ...car(2), name: 'renamed since' }, COMPARE_LIMIT)
    expect(result).toEqual({ ok: true, added: false, list: [car(1), car(3)] })
  })

  it('refuses a fourth car with the reason the shopper sees, and leaves the list as it was', () => {
    const full = [car(1), car(2), car(3)]
    expect(COMPARE_LIMIT).toBe(3)
    const result = toggleSavedCar(full, car(4), COMPARE_LIMIT)
    expect(result).toEqual({ ok: false, reason: 'You can compare up to 3 cars. Remove one to add another.', list: full })
    expect(result.list).not.toBe(full)
    expect(COMPARE_TEXTS.full).toBe(result.ok ? null : result.reason)
  })

  it('still removes from a full list', () => {
    expect(toggleSavedCar([car(1), car(2), car(3)], car(3), COMPARE_LIMIT)).toMatchObject({ ok: true, added: false, list: [car(1), car(2)] })
  })

  it('takes another limit', () => {
    expect(toggleSavedCar([car(1)], car(2), 1)).toMatchObject({ ok: false })
  })
})

describe('compareHref (the compare bar writes the shareable /compare URL)', () => {
  it('lists the slugs in order, comma-separated, at most three, without repeats', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare?cars=a-1,b-2')
    expect(compareHref(['a-1', 'a-1', 'b-2', 'c-3', 'd-4'])).toBe('/compare?cars=a-1,b-2,c-3')
  })

  it('is the bare page with no cars, and encodes what it does not trust', () => {
    expect(compareHref([])).toBe('/compare')
    expect(compareHref(['a b&c'])).toBe('/compare?cars=a%20b%26c')
  })
})

describe('COMPARE_TEXTS', () => {
  it('names the car in the toggle and counts the cars in the bar', () => {
    expect(COMPARE_TEXTS.add('2021 Kia Cerato')).toBe('Add 2021 Kia Cerato to compare')
    expect(COMPARE_TEXTS.remove('2021 Kia Cerato')).toBe('Remove 2021 Kia Cerato from compare')
    expect(COMPARE_TEXTS.compareCars(2)).toBe('Compare 2 cars')
    expect(COMPARE_TEXTS.chosen(1)).toBe('1 car chosen to compare')
    expect(COMPARE_TEXTS.chosen(3)).toBe('3 cars chosen to compare')
  })
})
