'use client'

import Link from 'next/link'

/** A footer group as the page sends it: its heading and its links as [text, address] pairs. */
export type FooterGroup = [heading: string, links: Array<[text: string, href: string]>]

/**
 * The footer's link columns. A client component only so the page carries them as these pairs: as
 * server output every link was a whole element description in the page's payload (about four times
 * the bytes), in every page of the site.
 */
export function SiteFooterGroups({ groups }: { groups: FooterGroup[] }) {
  return (
    <div className="container site-footer__groups">
      {groups.map(([heading, links]) => (
        <nav key={heading} aria-label={heading} className="site-footer__group">
          <h2 className="site-footer__heading">{heading}</h2>
          <ul>
            {links.map(([text, href], i) => (
              // A fixed list, never reordered.
              <li key={i}>
                <Link href={href}>{text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}
