import { RatingGroup as ArkRatingGroup } from '@ark-ui/react/rating-group'
import { ratingGroup } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(ratingGroup)

export const Root = withProvider(ArkRatingGroup.Root, 'root')
export const Label = withContext(ArkRatingGroup.Label, 'label')
export const Control = withContext(ArkRatingGroup.Control, 'control')
export const Item = withContext(ArkRatingGroup.Item, 'item')
export const HiddenInput = ArkRatingGroup.HiddenInput
export const Context = ArkRatingGroup.Context
export const ItemContext = ArkRatingGroup.ItemContext
