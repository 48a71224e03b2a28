import Link from 'next/link'

import { driveAwayPriceText, swatchHex } from '@/domain/models'

import { CarSilhouette } from './CarSilhouette'
import type { ModelSummary, ModelsPageData } from './model-pages'

/** One model in the list: the car in its first colour, name, short description, price from, coming soon. */
export function ModelTile({ summary }: { summary: ModelSummary }) {
  const { model, make, title, comingSoon, priceRange, hexCode } = summary
  return (
    <article className="model-tile">
      <CarSilhouette hex={swatchHex(hexCode)} body={model.body} className="car-silhouette model-tile__car" />
      <h3 className="model-tile__name">
        <Link href={`/models/${model.slug}`}>
          <span className="visually-hidden">{make} </span>
          {title}
        </Link>
      </h3>
      {comingSoon ? <p className="model-badge">Coming soon</p> : null}
      {model.shortDescription ? <p className="model-tile__description">{model.shortDescription}</p> : null}
      {priceRange ? <p className="model-tile__price">{driveAwayPriceText(priceRange)}</p> : null}
    </article>
  )
}

/**
 * /models and /models?body={body} (spec §2): the site's models by body, and a link per body (real
 * links, so each filter is a page of its own). A body no model has lists every model and says so,
 * rather than a 404: menus and old campaigns link bodies the range may not have today.
 */
export function ModelsPage({ heading, bodies, groups, selected, unknownBody }: ModelsPageData) {
  return (
    <div className="container model-list">
      <h1>{heading}</h1>
      {bodies.length > 1 ? (
        <nav className="body-filter" aria-label="Body type">
          <ul>
            <li>
              <Link href="/models" aria-current={selected === null ? 'page' : undefined}>
                All models
              </Link>
            </li>
            {bodies.map(({ body, slug, count }) => (
              <li key={slug}>
                <Link href={`/models?body=${slug}`} aria-current={selected === slug ? 'page' : undefined}>
                  {body} <span className="body-filter__count">({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {unknownBody ? (
        <p className="model-list__note" role="status">
          We have no models of that body type right now, so here is our whole range.
        </p>
      ) : null}
      {groups.length === 0 ? (
        <p>
          New models are coming soon. In the meantime, <Link href="/search/new-cars">see our new cars in stock</Link>.
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.slug} className="model-list__group" aria-labelledby={`body-${group.slug}`}>
          <h2 id={`body-${group.slug}`}>{group.body}</h2>
          <ul className="model-list__tiles">
            {group.models.map((summary) => (
              <li key={summary.model.id}>
                <ModelTile summary={summary} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
