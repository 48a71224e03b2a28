import Image from 'next/image'

import { COMPARE_LIMIT, compareHref } from '@/domain/compare'
import { COMPARE_TABLE_TEXTS as TEXTS, compareRows, parseCompareSlugs, type CompareCell } from '@/domain/compare-table'
import { EmptyList } from '@/features/compare-and-favourites/ui'
import { getDealerships } from '@/platform/content'
import type { ResolvedSite } from '@/platform/sites'

import { getStockSearch } from '../server'
import { loadComparedCars } from './compared-cars'

const SEARCH_HREF = '/search/new-used-and-demo-cars'
const NO_PHOTO = '/images/no-photo.svg'

function Cell({ cell, price }: { cell: CompareCell | null; price: boolean }) {
  if (!cell) {
    return (
      <td>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{TEXTS.notListed}</span>
      </td>
    )
  }
  if (!price) return <td>{cell.text}</td>
  return (
    <td>
      <span className="compare-table__price">
        {cell.struckThrough ? (
          <s>
            <span className="visually-hidden">Was </span>
            {cell.struckThrough}
          </s>
        ) : null}
        <strong>{cell.text}</strong>
        {cell.note ? <span className="compare-table__note">{cell.note}</span> : null}
      </span>
    </td>
  )
}

/**
 * /compare?cars=slug1,slug2,slug3 (spec §1 "compare ... cars", §2 "Vehicle card: save/compare/
 * favourite control"): up to three of the site's cars side by side. Here rather than in
 * compare-and-favourites, which sits below search (its controls are on search's cards). The list is the URL's alone, so
 * it can be shared; junk in it is ignored; a car the site no longer lists keeps its column and says so.
 */
export async function ComparePage({ site, cars }: { site: ResolvedSite; cars: string | string[] | undefined }) {
  const slugs = parseCompareSlugs(cars)
  const [columns, dealerships] = await Promise.all([loadComparedCars(await getStockSearch(), site.slug, slugs), getDealerships(site.id)])
  const subscriptions = new Set(dealerships.filter((d) => d.offersSubscription).map((d) => d.slug))
  const rows = compareRows(
    columns.map((column) => column.car),
    { offersSubscription: (car) => Boolean(car.dealership_slug && subscriptions.has(car.dealership_slug)) },
  )
  const without = (slug: string) => compareHref(slugs.filter((other) => other !== slug))

  return (
    <section className="container section compare-page" aria-labelledby="compare-heading">
      <h1 className="section__heading" id="compare-heading">
        {TEXTS.heading}
      </h1>
      {columns.length === 0 ? (
        <EmptyList className="compare-empty" message={TEXTS.empty} href={SEARCH_HREF} linkText={TEXTS.search} />
      ) : (
        <>
          <div className="compare-page__scroll">
            <table className="compare-table">
              <caption>{TEXTS.caption(columns.length)}</caption>
              <thead>
                <tr>
                  <td />
                  {columns.map(({ slug, car }) => (
                    <th key={slug} scope="col">
                      <div className="compare-table__car">
                        {car ? (
                          <>
                            <Image
                              className="compare-table__image"
                              src={car.primary_image_url || car.images[0]?.image.url || NO_PHOTO}
                              alt={car.name}
                              width={600}
                              height={400}
                              sizes="(min-width: 1200px) 340px, 30vw"
                              unoptimized={!(car.primary_image_url || car.images[0]?.image.url)}
                            />
                            <a className="compare-table__name" href={`/cars/${car.slug}`}>
                              {car.name}
                            </a>
                          </>
                        ) : (
                          <span className="compare-table__gone">{TEXTS.unavailable}</span>
                        )}
                        <a href={without(slug)}>
                          {TEXTS.remove}
                          <span className="visually-hidden">{TEXTS.removeHidden(car?.name ?? slug)}</span>
                        </a>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {row.cells.map((cell, i) => (
                      <Cell key={columns[i]!.slug} cell={cell} price={row.key === 'price'} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {columns.length < COMPARE_LIMIT ? (
            <p>
              <a href={SEARCH_HREF}>{TEXTS.findMore}</a>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
