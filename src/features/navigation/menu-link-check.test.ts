import { describe, expect, it } from 'vitest'

import { menuPaths } from './menu-link-check'

describe('the menu link check (issue 22: a menu item pointing at a missing page is flagged in the admin)', () => {
  it("checks the menu's own paths once each, without their anchors; not external links, anchors or links filled from data", () => {
    expect(
      menuPaths([
        { label: 'Finance', href: '/finance#finance-form' },
        {
          label: 'Buyer tools',
          href: '#',
          children: [
            { label: 'Finance', href: '/finance' },
            { label: 'Toyota', href: 'https://www.toyota.com.au' },
            { label: 'Protocol-relative', href: '//evil.example/x' },
          ],
        },
        { label: 'Models', href: '#', fill: 'models', children: [{ label: 'Stale', href: '/search/toyota/old' }] },
      ]),
    ).toEqual(['/finance'])
  })
})
