import { button } from './button'
import { card } from './card'
import { menu } from './menu'
import { toast } from './toast'

export const recipes = { button }
export const slotRecipes = { card, menu, toast }
