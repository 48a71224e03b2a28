// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'

import { reactTestRoot } from '../../../tests/helpers/react-dom'
import { compareCars } from './saved-cars'

import { FavouritesList } from './FavouritesList.client'

const dom = reactTestRoot()

beforeEach(() => window.localStorage.clear())

const favourite = (n: number, make = 'Kia', model = 'Cerato') => ({
  id: `car-${n}`,
  name: `2021 ${make} ${model} #${n}`,
  slug: `2021-kia-cerato-u${n}`,
  make,
  model,
  primary_image_url: n === 1 ? 'https://cdn.example/1.jpg' : null,
})
const items = () => [...dom.container.querySelectorAll('.favourite-item')]
const render = (compare = true) => dom.render(createElement(FavouritesList, { compare, searchHref: '/search/new-used-and-demo-cars' }))

describe('FavouritesList (spec §2 "Other screens: favourites", §3 "Favourite entry", §6 favourites stored in the browser)', () => {
  it('lists the saved favourites with photo, name linking to the car, make and model, Remove and Compare', async () => {
    window.localStorage.setItem('favourites', JSON.stringify([favourite(1), favourite(2, 'Mazda', '3')]))
    await render()
    expect(items()).toHaveLength(2)
    const [first, second] = items()
    const link = first!.querySelector('h2 a')!
    expect(link.textContent).toBe('2021 Kia Cerato #1')
    expect(link.getAttribute('href')).toBe('/cars/2021-kia-cerato-u1')
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/1.jpg')
    expect(second!.querySelector('img')!.getAttribute('src')).toBe('/images/no-photo.svg')
    expect(second!.querySelector('.favourite-item__make')!.textContent).toBe('Mazda 3')
    expect(first!.querySelector('.favourite-item__remove')!.getAttribute('aria-label')).toBe('Remove 2021 Kia Cerato #1 from favourites')
    const compare = first!.querySelector<HTMLButtonElement>('.compare-toggle')!
    expect(compare.getAttribute('aria-label')).toBe('Add 2021 Kia Cerato #1 to compare')
    await act(async () => compare.click())
    expect(compareCars.read()).toEqual([{ id: 'car-1', slug: '2021-kia-cerato-u1', name: '2021 Kia Cerato #1' }])
  })

  it('leaves out the Compare toggle when the site does not compare cars', async () => {
    window.localStorage.setItem('favourites', JSON.stringify([favourite(1)]))
    await render(false)
    expect(items()).toHaveLength(1)
    expect(dom.container.querySelector('.compare-toggle')).toBeNull()
  })

  it('Remove takes the car off the list, says so, and moves focus to the next Remove; the last one leads to the empty state', async () => {
    window.localStorage.setItem('favourites', JSON.stringify([favourite(1), favourite(2), favourite(3)]))
    await render()
    await act(async () => items()[1]!.querySelector<HTMLButtonElement>('.favourite-item__remove')!.click())
    expect(JSON.parse(window.localStorage.getItem('favourites')!).map((car: { id: string }) => car.id)).toEqual(['car-1', 'car-3'])
    expect(dom.container.querySelector('[role="status"]')!.textContent).toBe('2021 Kia Cerato #2 removed from favourites')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove 2021 Kia Cerato #3 from favourites')

    for (let i = 0; i < 2; i++) await act(async () => (document.activeElement as HTMLButtonElement).click())
    expect(items()).toHaveLength(0)
    expect(dom.container.querySelector('.favourites-empty p')!.textContent).toBe('You haven’t saved any cars yet.')
    expect(document.activeElement?.textContent).toBe('Browse cars')
    expect(document.activeElement?.getAttribute('href')).toBe('/search/new-used-and-demo-cars')
  })

  it('shows the empty state with a way to search when nothing is saved', async () => {
    window.localStorage.setItem('favourites', 'not json')
    await render()
    expect(items()).toHaveLength(0)
    expect(dom.container.querySelector('.favourites-empty a')!.getAttribute('href')).toBe('/search/new-used-and-demo-cars')
  })
})
