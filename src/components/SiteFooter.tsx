import type { ResolvedSite } from '@/platform/sites'
import { formatPhone, phoneHref } from '@/domain'
import type { SiteMenuItem } from '@/domain/site-menus'

import { SiteFooterGroups, type FooterGroup } from './SiteFooterGroups.client'

type Props = { site: ResolvedSite; groups: readonly SiteMenuItem[] }

/** Footer columns from the footer menu (spec §2 "Other screens"): each top-level item heads a group. */
export function SiteFooter({ site, groups }: Props) {
  return (
    <footer className="site-footer">
      <SiteFooterGroups groups={groups.map((group): FooterGroup => [group.label, group.children.map((link) => [link.label, link.href])])} />
      <div className="container site-footer__legal">
        <p>
          {`© ${new Date().getFullYear()} ${site.name}`}
          {site.phone ? (
            <>
              {' · '}
              <a href={phoneHref(site.phone)}>{formatPhone(site.phone)}</a>
            </>
          ) : null}
        </p>
        <ul className="payment-strip" aria-label="Payment methods we accept">
          {['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'].map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
