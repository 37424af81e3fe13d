import type { ComponentProps } from 'react'
import { cx } from '../../../../styled-system/css'
import { button, type ButtonVariantProps } from '../../../../styled-system/recipes'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...props} />
}
