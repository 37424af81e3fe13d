import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { menu } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(menu)

export const Root = withRootProvider(ArkMenu.Root)
export const Trigger = withContext(ArkMenu.Trigger, 'trigger')
export const Indicator = withContext(ArkMenu.Indicator, 'indicator')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
export const Content = withContext(ArkMenu.Content, 'content')
export const RadioItemGroup = withContext(ArkMenu.RadioItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel')
export const RadioItem = withContext(ArkMenu.RadioItem, 'item')
export const ItemText = withContext(ArkMenu.ItemText, 'itemText')
export const Item = withContext(ArkMenu.Item, 'item')
export const Separator = withContext(ArkMenu.Separator, 'separator')
export const ItemIndicator = withContext(ArkMenu.ItemIndicator, 'itemIndicator')
