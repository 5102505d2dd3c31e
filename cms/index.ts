export { HOME_SLUG } from './globals/Home/index.ts'
