export { FlashSaleCta, type FlashSaleCtaProps } from './FlashSaleCta';
export {
  flashSaleState,
  nextFlashSaleChange,
  flashSaleActs,
  lowInventoryThreshold,
  FLASH_SALE_STATES,
  PRE_BUZZ_WINDOW_MS,
  ABOUT_TO_EXPIRE_WINDOW_MS,
  LOW_INVENTORY_MIN,
  LOW_INVENTORY_SHARE,
  type FlashSaleState,
} from './flashSaleState';
