export { VisaOfferFlow, type VisaOfferFlowProps } from './VisaOfferFlow';
export { VisaFlowScreens, type VisaFlowScreensProps } from './VisaFlowScreens';
export { useVisaOfferFlow, type VisaOfferFlowControls, type VisaOfferFlowOptions } from './useVisaOfferFlow';
