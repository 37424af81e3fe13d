import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { checkbox } from './checkbox'
import { combobox } from './combobox'
import { datePicker } from './date-picker'
import { dialog } from './dialog'
import { field } from './field'
import { menu } from './menu'
import { pagination } from './pagination'
import { radioGroup } from './radio-group'
import { ratingGroup } from './rating-group'
import { select } from './select'
import { toast } from './toast'

export const recipes = { badge, button }
export const slotRecipes = { card, checkbox, combobox, datePicker, dialog, field, menu, pagination, radioGroup, ratingGroup, select, toast }
