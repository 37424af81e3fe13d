// The e-mail address rule of spec §5 ('Invalid email address'), shared by every form that asks
// for one (kept free of heavy imports: the footer's newsletter form loads with every page).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmail = (value: string) => EMAIL.test(value.trim()) && value.trim().length <= 254
