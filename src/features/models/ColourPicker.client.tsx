'use client'

import { useId, useMemo, useReducer } from 'react'

import { TabList } from '@/components/TabList.client'

import { colourPickerView, INITIAL_COLOUR_PICKER, reduceColourPicker, swatchHex, type ColourPickerModel, type ModelColourFacts } from '@/domain/models'

import { CarSilhouette } from './CarSilhouette'

const humanise = (bodyType: string) => bodyType.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())

/**
 * The model's colours (spec §2 "Model colour picker", §4): a tab per variant (choosing one starts
 * again from its first colour), a second-level body-type tab for big ranges, the car in the chosen
 * colour with its name announced, previous/next arrows that wrap around, and a swatch per colour.
 */
export function ColourPicker({
  modelName,
  body,
  variants,
  colours,
}: {
  modelName: string
  body: string | null | undefined
  variants: readonly { name: string }[]
  colours: readonly ModelColourFacts[]
}) {
  const picker: ColourPickerModel = useMemo(() => ({ variants, colours }), [variants, colours])
  const [state, dispatch] = useReducer(reduceColourPicker.bind(null, picker), INITIAL_COLOUR_PICKER)
  const view = colourPickerView(picker, state)
  const id = useId()
  const variantTab = (index: number) => `${id}-variant-${index}`
  const bodyTab = (index: number) => `${id}-body-${index}`
  const count = view.colours.length
  const carName = view.variant ? `${modelName} ${view.variant.name}` : modelName

  const stage = view.colour ? (
    <>
      <figure className="colour-picker__stage">
        <CarSilhouette
          hex={swatchHex(view.colour.hexCode)}
          body={body}
          label={`${carName} in ${view.colour.name}`}
          className="car-silhouette colour-picker__car"
        />
        <figcaption aria-live="polite">
          <span className="colour-picker__name">{view.colour.name}</span>{' '}
          <span className="colour-picker__count">
            Colour {view.colourIndex + 1} of {count}
          </span>
        </figcaption>
      </figure>
      <div className="colour-picker__controls">
        {count > 1 ? (
          <button type="button" className="model-arrow" aria-label="Previous colour" onClick={() => dispatch({ type: 'previousColour' })}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        <ul className="colour-picker__swatches" aria-label={`Colours for the ${carName}`}>
          {view.colours.map((colour, index) => (
            <li key={`${colour.name}-${colour.bodyType ?? ''}`}>
              <button
                type="button"
                className="colour-picker__swatch"
                aria-pressed={index === view.colourIndex}
                aria-label={colour.name}
                title={colour.name}
                style={{ background: swatchHex(colour.hexCode) }}
                onClick={() => dispatch({ type: 'selectColour', index })}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <button type="button" className="model-arrow" aria-label="Next colour" onClick={() => dispatch({ type: 'nextColour' })}>
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </>
  ) : (
    <p className="colour-picker__none">Colours for the {carName} are coming soon. Ask us about the range.</p>
  )

  const bodyTypes = view.bodyTypes
  const inner = bodyTypes ? (
    <>
      <TabList
        aria-label="Body type"
        className="colour-picker__tabs"
        tabClassName="colour-picker__tab"
        tabs={bodyTypes.map((bodyType, index) => ({ key: bodyType, label: humanise(bodyType), id: bodyTab(index), controls: `${id}-body-panel` }))}
        selected={bodyTypes.indexOf(view.bodyType!)}
        onSelect={(index) => dispatch({ type: 'selectBodyType', index })}
      />
      <div role="tabpanel" id={`${id}-body-panel`} aria-labelledby={bodyTab(bodyTypes.indexOf(view.bodyType!))}>
        {stage}
      </div>
    </>
  ) : (
    stage
  )

  return (
    <section className="model-section colour-picker" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section__heading">
        {modelName} colours
      </h2>
      {variants.length > 1 ? (
        <>
          <TabList
            aria-label={`${modelName} variants`}
            className="colour-picker__tabs"
            tabClassName="colour-picker__tab"
            tabs={variants.map((variant, index) => ({ key: variant.name, label: variant.name, id: variantTab(index), controls: `${id}-panel` }))}
            selected={state.variantIndex}
            onSelect={(index) => dispatch({ type: 'selectVariant', index })}
          />
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={variantTab(state.variantIndex)} className="colour-picker__panel">
            {inner}
          </div>
        </>
      ) : (
        <div className="colour-picker__panel">{inner}</div>
      )}
    </section>
  )
}
