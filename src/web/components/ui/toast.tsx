import { Toast as ArkToast } from '@ark-ui/react/toast'
import { toast } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(toast)

export const Root = withProvider(ArkToast.Root, 'root')
export const Title = withContext(ArkToast.Title, 'title')
export const Description = withContext(ArkToast.Description, 'description')
export const CloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger')
