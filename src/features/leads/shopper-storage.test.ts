// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { rememberEnquiry, rememberUserDetails, rememberVisit, STORAGE_KEYS, storedEnquiry, storedUserDetails, visitContext } from './shopper-storage'

const jane = { firstName: ' Jane ', lastName: ' Citizen ', email: ' jane@example.com ', phone: ' 0412 345 678 ', postcode: ' 4000 ' }
const visit = (path: string) => rememberVisit(new URL(path, 'https://ridgeline.example'))
const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}
const insecure = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}
/**
 * A browser store whose `method` throws, put in place of both of the window's stores (happy-dom's own
 * Storage binds its methods per instance behind a proxy, so they cannot be stubbed and restored).
 */
const failing = (method: 'getItem' | 'setItem' | 'removeItem', error: () => never) => {
  const makeStore = (): Storage => {
    const data = new Map<string, string>()
    const store: Storage = {
      get length() {
        return data.size
      },
      key: (index) => [...data.keys()][index] ?? null,
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, String(value)),
      removeItem: (key) => void data.delete(key),
      clear: () => data.clear(),
    }
    store[method] = error
    return store
  }
  const stores = { local: makeStore(), session: makeStore() }
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(stores.local)
  vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(stores.session)
  return stores
}

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('user details prefill the next form (spec §3 "Stored browser data", §5 "User details are stored only when name, email and phone are all given")', () => {
  it('stores the details, trimmed, in the spec record shape when name, email and phone are all given', () => {
    expect(rememberUserDetails(jane)).toBe(true)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userDetails)!)).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    })
    expect(storedUserDetails()).toEqual({ name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '4000' })
  })

  it('leaves last name and postcode out when they are blank', () => {
    expect(rememberUserDetails({ firstName: 'Jane', lastName: '  ', email: 'jane@example.com', phone: '0412345678', postcode: '' })).toBe(true)
    expect(storedUserDetails()).toEqual({ name: 'Jane', email: 'jane@example.com', phone: '0412345678' })
  })

  it.each([
    ['first name', { ...jane, firstName: '' }],
    ['first name', { ...jane, firstName: '   ' }],
    ['email', { ...jane, email: undefined }],
    ['email', { ...jane, email: ' ' }],
    ['phone', { ...jane, phone: undefined }],
    ['phone', { ...jane, phone: '' }],
  ])('stores nothing without a %s', (_missing, details) => {
    expect(rememberUserDetails(details)).toBe(false)
    expect(window.localStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull()
    expect(storedUserDetails()).toBeNull()
  })

  it('keeps complete details when a later form gives only some', () => {
    rememberUserDetails(jane)
    expect(rememberUserDetails({ firstName: 'J', email: 'other@example.com' })).toBe(false)
    expect(storedUserDetails()).toMatchObject({ name: 'Jane', email: 'jane@example.com' })
  })

  it('stays in the browser across visits (localStorage), not just this tab', () => {
    rememberUserDetails(jane)
    expect(window.sessionStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.userDetails)).not.toBeNull()
  })

  it('reads nothing back from a missing, unreadable or incomplete record', () => {
    expect(storedUserDetails()).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.userDetails, '{not json')
    expect(storedUserDetails()).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ name: 'Jane', email: 'jane@example.com' }))
    expect(storedUserDetails()).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ name: 'Jane', email: 'jane@example.com', phone: 412345678 }))
    expect(storedUserDetails()).toBeNull()
    window.localStorage.setItem(STORAGE_KEYS.userDetails, 'null')
    expect(storedUserDetails()).toBeNull()
  })
})

describe('the enquired car and success category for /success (spec §3 "Stored browser data", §4 "Multi-step forms")', () => {
  const car = { slug: 'used-2019-mazda-cx-5-4411', name: '2019 Mazda CX-5 Maxx Sport', imageUrl: '/media/cx-5.jpg' }

  it('stores the car and the success category together', () => {
    rememberEnquiry(car, { form: 'enquiry', leadId: 42 })
    expect(storedEnquiry()).toEqual({ car, success: { form: 'enquiry', leadId: 42 } })
  })

  it('forgets the previous car when the next lead has none', () => {
    rememberEnquiry(car, { form: 'enquiry', leadId: 42 })
    rememberEnquiry(null, { form: 'contact', leadId: 43 })
    expect(storedEnquiry()).toEqual({ car: null, success: { form: 'contact', leadId: 43 } })
  })

  it('reads nothing when nothing was stored', () => {
    expect(storedEnquiry()).toEqual({ car: null, success: null })
  })
})

describe('visited pages and campaign parameters sent as lead_attributes (spec §7 "Lead submission helper")', () => {
  it('records each page with its query, once per consecutive visit', async () => {
    visit('/')
    visit('/search?make=Toyota')
    visit('/search?make=Toyota')
    visit('/cars/used-2019-mazda-cx-5-4411')
    visit('/search?make=Toyota')
    expect((await visitContext()).visitedPages).toEqual(['/', '/search?make=Toyota', '/cars/used-2019-mazda-cx-5-4411', '/search?make=Toyota'])
  })

  it('keeps only the last 20 pages', async () => {
    for (let page = 1; page <= 25; page++) visit(`/page-${page}`)
    const { visitedPages } = await visitContext()
    expect(visitedPages).toHaveLength(20)
    expect(visitedPages[0]).toBe('/page-6')
    expect(visitedPages.at(-1)).toBe('/page-25')
  })

  it('keeps the campaign parameters (utm_*, gclid, fbclid and the other click ids) and drops the rest', async () => {
    visit(
      '/?utm_source=google&utm_medium=cpc&utm_campaign=eofy&utm_term=hilux&utm_content=ad1&gclid=abc123&fbclid=fb456&msclkid=ms789&gbraid=g1&wbraid=w1&car_id=4411&q=hilux&page=2&utm=bare&xgclid=no',
    )
    expect((await visitContext()).linkedQueryParams).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'eofy',
      utm_term: 'hilux',
      utm_content: 'ad1',
      gclid: 'abc123',
      fbclid: 'fb456',
      msclkid: 'ms789',
      gbraid: 'g1',
      wbraid: 'w1',
    })
  })

  it('keeps the campaign that brought the shopper as they move on, and adds later ones', async () => {
    visit('/?utm_source=facebook&fbclid=fb1')
    visit('/search?make=Toyota')
    visit('/cars/x?utm_source=newsletter&utm_campaign=spring')
    expect((await visitContext()).linkedQueryParams).toEqual({ utm_source: 'newsletter', fbclid: 'fb1', utm_campaign: 'spring' })
  })

  it('stores nothing for pages without campaign parameters, and cuts very long values to 500 characters', async () => {
    visit('/search?make=Toyota')
    expect((await visitContext()).linkedQueryParams).toEqual({})
    expect(window.sessionStorage.getItem(STORAGE_KEYS.linkedQueryParams)).toBeNull()
    visit(`/?utm_content=${'x'.repeat(800)}`)
    expect((await visitContext()).linkedQueryParams.utm_content).toHaveLength(500)
  })

  it('lasts for this visit only (sessionStorage)', () => {
    visit('/?utm_source=google')
    expect(window.sessionStorage.getItem(STORAGE_KEYS.visitedPages)).not.toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.visitedPages)).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.linkedQueryParams)).toBeNull()
  })

  it('is empty before any page was recorded', async () => {
    expect(await visitContext()).toMatchObject({ visitedPages: [], linkedQueryParams: {} })
  })

  it('carries what brought the shopper, as the insights beacon stored it for this visit', async () => {
    window.sessionStorage.setItem('dealer:insights:landing', JSON.stringify({ page: '/special-offers', referrerClass: 'social', campaign: 'eofy' }))
    window.sessionStorage.setItem('dealer:insights:clicked', JSON.stringify({ subject: 'promo:12', label: 'RAV4 run-out' }))
    window.sessionStorage.setItem('dealer:insights:visit', JSON.stringify('visit0123abcd'))
    expect((await visitContext()).attribution).toEqual({
      landingPage: '/special-offers',
      referrerClass: 'social',
      campaign: 'eofy',
      clicked: 'promo:12',
      clickedLabel: 'RAV4 run-out',
      visit: 'visit0123abcd',
    })
  })
})

describe('storage failures never stop a form (private browsing, full quota, blocked site data)', () => {
  it('a full quota: nothing throws, nothing is stored', async () => {
    const { local, session } = failing('setItem', quotaExceeded)
    expect(() => rememberUserDetails(jane)).not.toThrow()
    expect(() => rememberEnquiry({ slug: 's', name: 'n' }, { form: 'enquiry', leadId: 1 })).not.toThrow()
    expect(() => rememberEnquiry(null, { form: 'contact', leadId: 2 })).not.toThrow()
    expect(() => visit('/?utm_source=google')).not.toThrow()
    expect(local.length + session.length).toBe(0)
    expect(storedUserDetails()).toBeNull()
    expect(storedEnquiry()).toEqual({ car: null, success: null })
    expect(await visitContext()).toMatchObject({ visitedPages: [], linkedQueryParams: {} })
  })

  it('storage that cannot be read: nothing throws, nothing is read', async () => {
    const { local, session } = failing('getItem', insecure)
    rememberUserDetails(jane)
    rememberEnquiry({ slug: 's', name: 'n' }, { form: 'enquiry', leadId: 1 })
    visit('/?utm_source=google')
    expect(local.length + session.length).toBeGreaterThan(0)
    expect(storedUserDetails()).toBeNull()
    expect(storedEnquiry()).toEqual({ car: null, success: null })
    expect(await visitContext()).toMatchObject({ visitedPages: [], linkedQueryParams: {} })
    expect(() => visit('/search')).not.toThrow()
  })

  it('storage that refuses to remove an item: nothing throws', () => {
    failing('removeItem', insecure)
    expect(() => rememberEnquiry(null, { form: 'contact', leadId: 7 })).not.toThrow()
    expect(storedEnquiry().success).toEqual({ form: 'contact', leadId: 7 })
  })

  it('site data blocked (reading window.localStorage itself throws): nothing throws, nothing is read', async () => {
    const blocked = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    }
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked)
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked)
    expect(() => rememberUserDetails(jane)).not.toThrow()
    expect(storedUserDetails()).toBeNull()
    expect(() => rememberEnquiry(null, { form: 'contact', leadId: 7 })).not.toThrow()
    expect(storedEnquiry()).toEqual({ car: null, success: null })
    expect(() => visit('/?utm_source=google')).not.toThrow()
    expect(await visitContext()).toMatchObject({ visitedPages: [], linkedQueryParams: {} })
  })
})
