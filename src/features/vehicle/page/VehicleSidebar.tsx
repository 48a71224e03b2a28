import type { TrackedCar } from '@/features/analytics'
import { formatMoney } from '@/domain/money'
import { VEHICLE_BUTTONS } from '@/domain/vehicle-buttons'
import type { VehiclePageView } from '@/domain/vehicle-page'

import type { FinanceQuote } from '@/domain/finance-quote'
import type { LeadFormSetup } from '@/features/leads'

import { FavouriteButton, WatchlistButton, type WatchableCar } from '@/features/compare-and-favourites/client'
import { LeadFormDialog } from '@/features/leads/ui'
import { FinanceQuoteLine } from '@/features/finance-quotes/ui'
import { PriceLine } from '@/components/PriceLine'
import { PhoneReveal } from './later'
import { TrackedLink } from './TrackedLink.client'
import { financeHref, vehicleButtonHref, type VehicleLinkContext } from './vehicle-links'
import { ViewsCount } from './ViewsCount.client'

const TAG_TONES = { red: 'vehicle-tag--red', green: 'vehicle-tag--green', neutral: 'vehicle-tag--neutral' } as const

export interface VehicleSidebarProps {
  view: VehiclePageView
  links: VehicleLinkContext
  tracked: TrackedCar
  favourite: { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string | null } | null
  /** On sites with shopper accounts the heart saves to the watchlist (then `favourite` is null). */
  watchlist: WatchableCar | null
  phone: { number: string; masked: boolean; dealershipId: string | null; websiteId: string } | null
  initialViews: number
  /** The lender quote line: the feed's quote, or what to ask the quote endpoint for; null for none. */
  /** The great-credit quote (the feed's, or the quote source's, computed with the page). */
  financeQuote: FinanceQuote | null
  /** The car's lead forms, opened in dialogs from the buttons (each button also links to its form page). */
  leadForms: VehicleLeadForms
}

export type VehicleLeadForms = Partial<Record<'enquiry' | 'test-drive' | 'find-similar' | 'request-photos', LeadFormSetup>>

/** Price, finance and badges: the sidebar's top and the sticky header share it. */
export function PriceBlock({ view, compact = false }: { view: VehiclePageView; compact?: boolean }) {
  return (
    <PriceLine
      block="vehicle-price"
      className={compact ? 'vehicle-price vehicle-price--compact' : 'vehicle-price'}
      price={view.price}
      priceType={view.priceType}
      showWas={!compact}
    />
  )
}

export function financeText(finance: VehiclePageView['finance']): string | null {
  if (!finance) return null
  return `${formatMoney(finance.weekly)}/wk${finance.kind === 'estimate' ? '*' : ''}`
}

/**
 * The vehicle page's sidebar (spec §2): title, price block, sold notice, finance box, market badge,
 * views, key icons and the site's buttons. The buttons sit in the call-to-action bar, which sticks to
 * the bottom of the screen on small screens and takes its opened look once the page has scrolled.
 */
export function VehicleSidebar({ view, links, tracked, favourite, watchlist, phone, initialViews, financeQuote, leadForms }: VehicleSidebarProps) {
  const finance = view.finance
  return (
    <aside className="vehicle-sidebar" aria-labelledby="vehicle-title">
      <div className="vehicle-sidebar__head">
        {view.tag ? <span className={`vehicle-tag ${TAG_TONES[view.tag.tone]}`}>{view.tag.label}</span> : null}
        <h1 id="vehicle-title" className="vehicle-sidebar__title">
          {view.title}
        </h1>
        {view.subtitle ? <p className="vehicle-sidebar__subtitle">{view.subtitle}</p> : null}
        {watchlist ? <WatchlistButton car={watchlist} tracked={tracked} autoSave /> : null}
        {favourite ? <FavouriteButton car={favourite} tracked={tracked} /> : null}
      </div>
      <PriceBlock view={view} />
      {view.marketBadge ? (
        <p className="vehicle-market-badge">
          <strong>Below market average</strong> {formatMoney(view.marketBadge.below)} under the average of {formatMoney(view.marketBadge.average)}
        </p>
      ) : null}
      {finance ? (
        <div className="vehicle-finance-box">
          <p>
            <strong className="vehicle-finance-box__weekly">{financeText(finance)}</strong>{' '}
            {finance.kind === 'lender' ? (
              <span>
                at {finance.lender.interestRate}% p.a. ({finance.lender.comparisonRate}% comparison rate)
              </span>
            ) : (
              <span>
                estimated repayment over {finance.termYears} years at {finance.interestRate}% p.a.
              </span>
            )}
          </p>
          <a href={financeHref(links)}>Get Finance</a>
        </div>
      ) : null}
      <FinanceQuoteLine quote={financeQuote} />
      <ul className="vehicle-icons" aria-label="Key details">
        {view.icons.km ? <li className="vehicle-icons__km">{view.icons.km}</li> : null}
        {view.icons.transmission ? <li className="vehicle-icons__transmission">{view.icons.transmission}</li> : null}
        {view.icons.body ? <li className="vehicle-icons__body">{view.icons.body}</li> : null}
        {view.icons.fuel ? <li className="vehicle-icons__fuel">{view.icons.fuel}</li> : null}
      </ul>
      <ViewsCount slug={links.car.slug} initialViews={initialViews} show={view.views !== null} />
      {view.soldNotice ? (
        <div className="vehicle-sold" id="find-similar" role="status">
          <p className="vehicle-sold__title">{view.soldNotice.title}</p>
          <p>{view.soldNotice.text}</p>
          {leadForms['find-similar'] ? (
            <LeadFormDialog
              setup={leadForms['find-similar']}
              href={vehicleButtonHref('find-similar', links)}
              triggerId="find-similar-form"
              triggerLabel={view.soldNotice.action}
              triggerClassName="button button--primary"
            />
          ) : (
            <a className="button button--primary" href={vehicleButtonHref('find-similar', links)}>
              {view.soldNotice.action}
            </a>
          )}
        </div>
      ) : null}
      {view.buttons.length ? (
        <div className="vehicle-actions" id="vehicle-actions">
          {view.buttons.map((button, i) => {
            const className = i === 0 ? 'button button--primary' : 'button button--secondary'
            if ((button === 'call' || button === 'call-now') && phone) {
              return (
                <PhoneReveal
                  key={button}
                  phone={phone.number}
                  masked={phone.masked && button === 'call'}
                  carId={links.car.id}
                  dealershipId={phone.dealershipId ?? undefined}
                  websiteId={phone.websiteId}
                  car={tracked}
                  label={VEHICLE_BUTTONS[button]}
                  className={className}
                />
              )
            }
            if (button === 'history-report') {
              return (
                <TrackedLink key={button} event="historyReport" car={tracked} className={className} href={vehicleButtonHref(button, links)}>
                  {VEHICLE_BUTTONS[button]}
                </TrackedLink>
              )
            }
            const form = button === 'enquire' ? leadForms.enquiry : button === 'test-drive' ? leadForms['test-drive'] : undefined
            if (form)
              return (
                <LeadFormDialog
                  key={button}
                  setup={form}
                  href={vehicleButtonHref(button, links)}
                  triggerId={button}
                  triggerLabel={VEHICLE_BUTTONS[button]}
                  triggerClassName={className}
                />
              )
            const external = button === 'chat' || button === 'whatsapp'
            return (
              <a
                key={button}
                id={button === 'enquire' ? 'enquire' : button === 'test-drive' ? 'test-drive' : undefined}
                className={className}
                href={vehicleButtonHref(button, links)}
                {...(external ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {VEHICLE_BUTTONS[button]}
              </a>
            )
          })}
        </div>
      ) : null}
      {leadForms['request-photos'] ? (
        <div className="vehicle-request-photos">
          Want a closer look?{' '}
          <LeadFormDialog
            setup={leadForms['request-photos']}
            href={vehicleButtonHref('request-photos', links)}
            triggerId="request-photos"
            triggerLabel="Request Photos"
            triggerClassName="link-button"
          />
        </div>
      ) : null}
    </aside>
  )
}
