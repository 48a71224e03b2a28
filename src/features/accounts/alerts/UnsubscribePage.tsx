import { garagePathOf } from '@/domain/sign-in'
import type { ResolvedSite } from '@/platform/sites'

import type { UnsubscribeView } from './unsubscribe'

/**
 * /pages/unsubscribe (spec §2; issue 18 alerts): what the link stops and one button to stop it, then
 * the confirmation. The button is a plain form POST, so it works before any script loads.
 */
export function UnsubscribePage({ site, view }: { site: Pick<ResolvedSite, 'name' | 'garagePath'>; view: UnsubscribeView }) {
  const garage = garagePathOf(site)
  const manage = (
    <p>
      You can turn each kind of email on or off at any time in <a href={garage}>My garage</a>.
    </p>
  )
  return (
    <section className="container section unsubscribe-page" aria-labelledby="unsubscribe-heading">
      {view.state === 'confirm' ? (
        <>
          <h1 className="section__heading" id="unsubscribe-heading">
            Unsubscribe
          </h1>
          <p>
            Stop {view.label} from {site.name}?
          </p>
          <form method="post" action="/api/account/unsubscribe">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className="button button--primary">
              Unsubscribe
            </button>
          </form>
          {manage}
        </>
      ) : view.state === 'done' ? (
        <>
          <h1 className="section__heading" id="unsubscribe-heading">
            You are unsubscribed
          </h1>
          <p role="status">We will not send you {view.label} any more.</p>
          {manage}
        </>
      ) : (
        <>
          <h1 className="section__heading" id="unsubscribe-heading">
            {view.state === 'invalid' ? 'This unsubscribe link is not valid' : 'Manage your emails'}
          </h1>
          <p>
            {view.state === 'invalid'
              ? 'It may have been copied only in part. Use the link in the email again, or sign in to choose which emails you get.'
              : `Every alert email from ${site.name} has an unsubscribe link at the bottom that stops that kind of email in one click.`}
          </p>
          {manage}
        </>
      )}
    </section>
  )
}
