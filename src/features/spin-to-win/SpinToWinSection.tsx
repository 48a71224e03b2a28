import { formatChance } from '@/domain/spin-to-win'

import type { SpinToWinView } from './spin-page'
import { SpinWheel } from './later'
import { WheelPicture } from './WheelPicture'

const closes = (endsAt: string | null) =>
  endsAt ? new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Australia/Perth' }).format(new Date(endsAt)) : null

/**
 * The spin-to-win campaign (issue 22): the wheel with its Spin button, then every segment with its
 * chance now (the odds the server's draw uses, so the game is open about them) and the terms.
 * `heading` is the page's h1 on /spin-to-win, an h2 in a page block.
 */
export function SpinToWinSection({
  view,
  headingLevel = 1,
  heading,
  text,
}: {
  view: SpinToWinView
  headingLevel?: 1 | 2
  heading?: string
  text?: string | null
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Sub = headingLevel === 1 ? 'h2' : 'h3'
  const id = `spin-to-win-${view.campaign.id}`
  const ends = closes(view.campaign.endsAt)
  return (
    <section className="container section spin-to-win" aria-labelledby={id}>
      <Heading id={id}>{heading?.trim() || view.campaign.title}</Heading>
      {text?.trim() || view.campaign.intro ? <p className="spin-to-win__intro">{text?.trim() || view.campaign.intro}</p> : null}
      <p className="spin-to-win__rule">
        One spin per shopper{ends ? `, until ${ends} (Perth time)` : ''}. Prizes are drawn on our server; the wheel shows where yours landed.
      </p>
      <SpinWheel campaignId={view.campaign.id} segmentCount={view.labels.length} place={view.place}>
        <WheelPicture labels={view.labels} />
      </SpinWheel>
      <Sub>Prizes and odds</Sub>
      <table className="spin-to-win__odds">
        <caption className="visually-hidden">Each segment of the wheel and the chance of landing on it with a spin now</caption>
        <thead>
          <tr>
            <th scope="col">Segment</th>
            <th scope="col">Chance per spin</th>
            <th scope="col">Left to win</th>
          </tr>
        </thead>
        <tbody>
          {view.odds.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.label}
                {row.description ? <span className="spin-to-win__description">{row.description}</span> : null}
              </th>
              <td>{formatChance(row.chance)}</td>
              <td>{row.noPrize ? 'No prize' : row.left === null ? 'No limit' : row.left}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Sub>Terms</Sub>
      <p className="spin-to-win__terms">{view.campaign.terms}</p>
    </section>
  )
}
