import { ChevronLeft, ChevronRight } from 'lucide-react'
import * as DatePicker from '../ui/date-picker'

/** The calendar panel of a date picker: one month, with previous/next month buttons. */
export function CalendarMonth() {
  return (
    <DatePicker.View view="day">
      <DatePicker.Context>
        {(picker) => (
          <>
            <DatePicker.ViewControl>
              <DatePicker.PrevTrigger>
                <ChevronLeft aria-hidden />
              </DatePicker.PrevTrigger>
              <DatePicker.RangeText />
              <DatePicker.NextTrigger>
                <ChevronRight aria-hidden />
              </DatePicker.NextTrigger>
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
                {picker.weeks.map((week) => (
                  <DatePicker.TableRow key={week[0]?.toString()}>
                    {week.map((day) => (
                      <DatePicker.TableCell key={day.toString()} value={day}>
                        <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                      </DatePicker.TableCell>
                    ))}
                  </DatePicker.TableRow>
                ))}
              </DatePicker.TableBody>
            </DatePicker.Table>
          </>
        )}
      </DatePicker.Context>
    </DatePicker.View>
  )
}
