import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { pagination } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(pagination)

export const Root = withProvider(ArkPagination.Root, 'root')
export const Item = withContext(ArkPagination.Item, 'item')
export const Ellipsis = withContext(ArkPagination.Ellipsis, 'ellipsis')
export const PrevTrigger = withContext(ArkPagination.PrevTrigger, 'prevTrigger')
export const NextTrigger = withContext(ArkPagination.NextTrigger, 'nextTrigger')
export const Context = ArkPagination.Context
