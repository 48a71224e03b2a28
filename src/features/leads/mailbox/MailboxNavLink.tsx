/** "Mailbox" in the admin's navigation, for admin users while lead mail goes to the offline mailbox (issue 8). */
import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/platform/admin-users'
import { mailboxInUse } from './mailbox-access'

export function MailboxNavLink({ user, payload }: ServerProps) {
  if (!isAdminUser(user ?? null) || !mailboxInUse()) return null
  return (
    <div className="admin-mailbox-nav">
      <Link className="nav__link" href={`${payload.config.routes.admin}/mailbox`} prefetch={false}>
        <span className="nav__link-label">Mailbox</span>
      </Link>
    </div>
  )
}
