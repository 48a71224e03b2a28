/**
 * Header and footer menus filled from the site's data (spec §2 "Other screens": the New Vehicles
 * dropdown lists the site's models, the footer has Models and Vehicles by body type columns, and the
 * Offers item shows only when the dealer has offers). Marketers choose what an item is filled with;
 * the links themselves come from the models and the stock, so they never point at a missing page.
 */
import { bodyTypeSortOrder, modelDisplayName } from './naming'

export const MENU_FILLS = ['models', 'body-types'] as const
export type MenuFill = (typeof MENU_FILLS)[number]

export const MENU_CONDITIONS = ['always', 'has-offers'] as const
export type MenuCondition = (typeof MENU_CONDITIONS)[number]

export interface MenuLink {
  label: string
  href: string
  showWhen?: MenuCondition | null
}

export interface MenuItem extends MenuLink {
  highlight?: boolean | null
  fill?: MenuFill | null
  children?: MenuLink[] | null
}

export interface MenuData {
  models: ReadonlyArray<{ name: string; slug: string; make: string }>
  /** Body types in stock with their counts, and the search page each leads to. */
  bodyTypes: ReadonlyArray<{ value: string; count: number; href: string }>
  hasOffers: boolean
}

const shown = (link: MenuLink, data: MenuData) => link.showWhen !== 'has-offers' || data.hasOffers

function filledChildren(item: MenuItem, data: MenuData): MenuLink[] {
  switch (item.fill) {
    case 'models':
      return data.models.map((model) => ({ label: modelDisplayName(model.make, model.name), href: `/models/${model.slug}` }))
    case 'body-types':
      // Most stocked first; ties in the spec's body-type order (§9), then by name.
      return [...data.bodyTypes]
        .sort((a, b) => b.count - a.count || bodyTypeSortOrder(a.value) - bodyTypeSortOrder(b.value) || a.value.localeCompare(b.value))
        .map((body) => ({ label: body.value, href: body.href }))
    default:
      return [...(item.children ?? [])]
  }
}

/**
 * The items a visitor sees: conditions applied to items and their links, filled items given their
 * links from data. A column or dropdown left with nothing to open and nowhere to go ('#') is dropped.
 */
export function siteMenuItems(items: readonly MenuItem[], data: MenuData): SiteMenuItem[] {
  return items
    .filter((item) => shown(item, data))
    .map((item) => ({
      label: item.label,
      href: item.href,
      highlight: item.highlight,
      children: filledChildren(item, data)
        .filter((child) => shown(child, data))
        .map(({ label, href }) => ({ label, href })),
    }))
    .filter((item) => item.children.length > 0 || (item.href !== '#' && item.href !== ''))
}

export interface SiteMenuItem {
  label: string
  href: string
  highlight?: boolean | null
  children: Array<{ label: string; href: string }>
}

const sameAddress = (a: string, b: string) => a.replace(/\/+(?=$|[?#])/, '') === b.replace(/\/+(?=$|[?#])/, '')

/**
 * A header dropdown's links: first an "All …" link to the item's own page (its button only opens the
 * dropdown), unless the item leads nowhere of its own or a marketer's link already goes there (Harbour's
 * Stock menu had "All stock" and their "All Stock" side by side).
 */
export function dropdownLinks(item: Pick<SiteMenuItem, 'label' | 'href' | 'children'>): Array<{ label: string; href: string }> {
  const overview = item.href.startsWith('/') && !item.children.some((child) => sameAddress(child.href, item.href))
  return overview ? [{ label: `All ${item.label.toLowerCase()}`, href: item.href }, ...item.children] : item.children
}
