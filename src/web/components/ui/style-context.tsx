// Binds a Panda slot recipe to the parts of an Ark UI component (the Park UI pattern):
// the root computes the slot class names once from its variant props and shares them through
// context; each part picks its own slot's class name.
import { createContext, useContext, type ComponentProps, type ElementType, type JSX } from 'react'
import { cx } from '../../../../styled-system/css'

type SlotRecipe = {
  (props?: Record<string, unknown>): Record<string, string>
  splitVariantProps: (props: Record<string, unknown>) => [Record<string, unknown>, Record<string, unknown>]
}
type Slot<R extends SlotRecipe> = keyof ReturnType<R> & string
type VariantProps<R extends SlotRecipe> = Parameters<R>[0]

export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  const StyleContext = createContext<Record<string, string> | null>(null)

  /** A root without its own element (e.g. Menu.Root): only provides the slot class names. */
  function withRootProvider<C extends ElementType>(Component: C) {
    const Styled = (props: ComponentProps<C> & VariantProps<R>): JSX.Element => {
      const [variantProps, otherProps] = recipe.splitVariantProps(props as Record<string, unknown>)
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- C is generic: as ElementType, JSX takes the spread props
      const Inner = Component as ElementType
      return (
        <StyleContext.Provider value={recipe(variantProps)}>
          <Inner {...otherProps} />
        </StyleContext.Provider>
      )
    }
    return Styled
  }

  /** A root that renders an element: provides the class names and styles itself as `slot`. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot<R>) {
    const Styled = (props: ComponentProps<C> & VariantProps<R>): JSX.Element => {
      const [variantProps, otherProps] = recipe.splitVariantProps(props as Record<string, unknown>)
      const slotStyles = recipe(variantProps)
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- C is generic: as ElementType, JSX takes the spread props
      const Inner = Component as ElementType
      return (
        <StyleContext.Provider value={slotStyles}>
          <Inner {...otherProps} className={cx(slotStyles[slot], otherProps.className as string | undefined)} />
        </StyleContext.Provider>
      )
    }
    return Styled
  }

  /** A part: styled as `slot` of the nearest provider. */
  function withContext<C extends ElementType>(Component: C, slot: Slot<R>) {
    const Styled = (props: ComponentProps<C>): JSX.Element => {
      const slotStyles = useContext(StyleContext)
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- C is generic: as ElementType, JSX takes the spread props
      const Inner = Component as ElementType
      const { className, ...rest } = props as { className?: string }
      return <Inner {...rest} className={cx(slotStyles?.[slot], className)} />
    }
    return Styled
  }

  return { withRootProvider, withProvider, withContext }
}
