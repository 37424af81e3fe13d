import ArrowRight from 'lucide-react/icons/arrow-right'
import Ban from 'lucide-react/icons/ban'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import CarFront from 'lucide-react/icons/car-front'
import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import Cog from 'lucide-react/icons/cog'
import CreditCard from 'lucide-react/icons/credit-card'
import DoorOpen from 'lucide-react/icons/door-open'
import Droplet from 'lucide-react/icons/droplet'
import Fuel from 'lucide-react/icons/fuel'
import Gauge from 'lucide-react/icons/gauge'
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone'
import Plus from 'lucide-react/icons/plus'
import Snowflake from 'lucide-react/icons/snowflake'
import Star from 'lucide-react/icons/star'
import Users from 'lucide-react/icons/users'
import Wallet from 'lucide-react/icons/wallet'
import { iconSprite } from '../../../components/ui/icon-sprite'

/** The car cards' icons: the list renders `CardIconSprite` once, each card uses `CardIcon`. */
export const { Sprite: CardIconSprite, Icon: CardIcon } = iconSprite('card-icon', {
  arrowRight: [ArrowRight],
  ban: [Ban],
  calendarCheck: [CalendarCheck],
  calendarClock: [CalendarClock],
  carFront: [CarFront],
  check: [Check],
  chevronDown: [ChevronDown],
  cog: [Cog],
  creditCard: [CreditCard],
  doorOpen: [DoorOpen],
  droplet: [Droplet],
  fuel: [Fuel],
  gauge: [Gauge],
  monitorSmartphone: [MonitorSmartphone],
  plus: [Plus],
  snowflake: [Snowflake],
  starFilled: [Star, { fill: 'currentColor' }],
  users: [Users],
  wallet: [Wallet],
})
