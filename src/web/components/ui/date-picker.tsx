import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker'
import { datePicker } from '../../../../styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withRootProvider, withContext } = createStyleContext(datePicker)

export const Root = withProvider(ArkDatePicker.Root, 'root')
/**
 * A root rendered apart from its label, input and trigger (search-form/DateField draws those at
 * first paint): give it `hidden`, it only holds the machine and styles the calendar's parts.
 */
export const DetachedRoot = withRootProvider(ArkDatePicker.Root)
export const Label = withContext(ArkDatePicker.Label, 'label')
export const Control = withContext(ArkDatePicker.Control, 'control')
export const Input = withContext(ArkDatePicker.Input, 'input')
export const Trigger = withContext(ArkDatePicker.Trigger, 'trigger')
export const Positioner = withContext(ArkDatePicker.Positioner, 'positioner')
export const Content = withContext(ArkDatePicker.Content, 'content')
export const View = withContext(ArkDatePicker.View, 'view')
export const ViewControl = withContext(ArkDatePicker.ViewControl, 'viewControl')
export const PrevTrigger = withContext(ArkDatePicker.PrevTrigger, 'prevTrigger')
export const NextTrigger = withContext(ArkDatePicker.NextTrigger, 'nextTrigger')
export const RangeText = withContext(ArkDatePicker.RangeText, 'rangeText')
export const Table = withContext(ArkDatePicker.Table, 'table')
export const TableHead = withContext(ArkDatePicker.TableHead, 'tableHead')
export const TableHeader = withContext(ArkDatePicker.TableHeader, 'tableHeader')
export const TableBody = withContext(ArkDatePicker.TableBody, 'tableBody')
export const TableRow = withContext(ArkDatePicker.TableRow, 'tableRow')
export const TableCell = withContext(ArkDatePicker.TableCell, 'tableCell')
export const TableCellTrigger = withContext(ArkDatePicker.TableCellTrigger, 'tableCellTrigger')
export const Context = ArkDatePicker.Context
