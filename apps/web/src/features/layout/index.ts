export { BlankLayout } from './blank-layout';
export { MainLayout } from './main-layout';
export { initials } from './initials';
