// What every parent's page loads, as one module the router imports: the frame (side menu), the loaders' prefetch
// and the parent's home screen, which is where a parent lands. One chunk, one request: on a phone's HTTP/1.1 each
// extra chunk waits for one of six connections (decision 067).
export { ParentLayout } from './layout'
export { ParentChildrenPage } from './children'
export { prefetchBookingPrefill, prefetchParentHome } from '../../prefetch'
