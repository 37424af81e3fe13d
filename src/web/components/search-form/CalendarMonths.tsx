import type { DateValue } from '@ark-ui/react/date-picker'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { css } from '../../../../styled-system/css'
import * as DatePicker from '../ui/date-picker'

/** The trip the calendar belongs to: its pick-up and drop-off days (either may be missing). */
export type TripDays = { from: DateValue | null; to: DateValue | null }

/** Where a day stands in the trip: its first or last day, a day between, or outside it. */
function tripPart(day: DateValue, trip: TripDays): 'start' | 'end' | 'between' | undefined {
  const { from, to } = trip
  if (from && day.compare(from) === 0) return 'start'
  if (to && day.compare(to) === 0) return 'end'
  if (from && to && day.compare(from) > 0 && day.compare(to) < 0) return 'between'
  return undefined
}

const monthsStyle = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const monthStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 0', minWidth: 0 })
const navSpace = css({ width: '36px', flexShrink: 0 })
const monthTitle = css({ fontWeight: 'semibold', fontSize: 'lg', textTransform: 'capitalize' })

/**
 * The calendar panel of a date picker: as many months side by side as the picker shows (two on a
 * wide screen), previous/next month buttons at the ends, and the trip's days marked (`data-trip`),
 * so the pick-up to drop-off range shows in either field's calendar.
 */
export function CalendarMonths({ trip }: { trip: TripDays }) {
  return (
    <DatePicker.View view="day">
      <DatePicker.Context>
        {(picker) => {
          const months = Array.from({ length: picker.numOfMonths }, (_, index) => picker.getOffset({ months: index }))
          return (
            <div className={monthsStyle}>
              {months.map((month, index) => (
                <div key={month.visibleRange.start.toString()} className={monthStyle}>
                  <DatePicker.ViewControl>
                    {index === 0 ? (
                      <DatePicker.PrevTrigger>
                        <ChevronLeft aria-hidden />
                      </DatePicker.PrevTrigger>
                    ) : (
                      <span className={navSpace} />
                    )}
                    <span className={monthTitle}>
                      {month.visibleRangeText.start}
                    </span>
                    {index === months.length - 1 ? (
                      <DatePicker.NextTrigger>
                        <ChevronRight aria-hidden />
                      </DatePicker.NextTrigger>
                    ) : (
                      <span className={navSpace} />
                    )}
                  </DatePicker.ViewControl>
                  <DatePicker.Table>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {picker.weekDays.map((weekDay) => (
                          <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                            {weekDay.narrow}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {month.weeks.map((week) => (
                        <DatePicker.TableRow key={week[0]?.toString()}>
                          {week.map((day) => (
                            <DatePicker.TableCell key={day.toString()} value={day} visibleRange={month.visibleRange}>
                              <DatePicker.TableCellTrigger data-trip={tripPart(day, trip)}>{day.day}</DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </div>
              ))}
            </div>
          )
        }}
      </DatePicker.Context>
    </DatePicker.View>
  )
}
