import { card } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(card)

export const Root = withProvider('article', 'root')
export const Icon = withContext('div', 'icon')
export const Title = withContext('h3', 'title')
export const Body = withContext('p', 'body')
