import Link from 'next/link'

import type { ResolvedSite } from '@/platform/sites'
import { formatPhone, phoneHref } from '@/domain'
import type { SiteMenuItem } from '@/domain/site-menus'

type Props = { site: ResolvedSite; groups: readonly SiteMenuItem[] }

/** Footer columns from the footer menu (spec §2 "Other screens"): each top-level item heads a group. */
export function SiteFooter({ site, groups }: Props) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__groups">
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label} className="site-footer__group">
            <h2 className="site-footer__heading">{group.label}</h2>
            <ul>
              {/* A fixed list, never reordered: the index keeps each link's key short in the page's payload. */}
              {group.children.map((link, i) => (
                <li key={i}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {site.name}
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
