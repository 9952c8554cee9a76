// The member company's own screen (its listing and representatives).
export { CompanyScreen } from './CompanyScreen';
