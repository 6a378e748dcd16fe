import { describe, expect, it } from 'vitest'
import type { Content } from '../content/load-content'
import { footerColumnsOf, navigationOf } from './page-data'

const edition = (year: string, title: string) => ({
  edition: { year, title, theme: 't', startDate: `${year}-05-01`, endDate: `${year}-05-02`, number: 'I' },
})
const content = {
  site: {
    currentEdition: '2022',
    navigation: [
      { label: 'Início', href: '/', children: [] },
      { label: 'Anteriores', href: null, children: [{ label: 'Anais', href: '/anais' }], editionLinks: '{edicao} ({ano})' },
    ],
    footer: {
      columns: [
        { heading: 'Páginas', links: [{ label: 'Sobre', href: '/about' }] },
        { heading: 'Edições', links: [], editionLinks: 'Edição {ano}' },
        { heading: 'Vazia', links: [] },
      ],
    },
  },
  editions: {
    '2020': edition('2020', 'I X'),
    '2021': edition('2021', 'II X'),
    '2022': edition('2022', 'III X'),
    '2023': edition('2023', 'IV X'),
  },
} as unknown as Content

describe('navigationOf', () => {
  it("completes an editionLinks submenu with each archive page, newest first, after the item's own links", () => {
    const [home, past] = navigationOf(content)
    expect(home!.children).toEqual([])
    expect(past!.children).toEqual([
      { label: 'Anais', href: '/anais' },
      { label: 'II X (2021)', href: '/2021' },
      { label: 'I X (2020)', href: '/2020' },
    ])
    expect(past).not.toHaveProperty('editionLinks')
  })
})

describe('footerColumnsOf', () => {
  it('completes an editionLinks column with each archive page, newest first, and leaves out a column with no link', () => {
    expect(footerColumnsOf(content)).toEqual([
      { heading: 'Páginas', links: [{ label: 'Sobre', href: '/about' }] },
      {
        heading: 'Edições',
        links: [
          { label: 'Edição 2021', href: '/2021' },
          { label: 'Edição 2020', href: '/2020' },
        ],
      },
    ])
    const first = { ...content, site: { ...content.site, currentEdition: '2020' } } as unknown as Content
    expect(footerColumnsOf(first).map((column) => column.heading)).toEqual(['Páginas'])
  })
})
