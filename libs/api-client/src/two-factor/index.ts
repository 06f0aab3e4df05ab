export {
  confirmTwoFactor,
  getTwoFactor,
  getTwoFactorQueryOptions,
  setUpTwoFactor,
  turnOffTwoFactor,
  useConfirmTwoFactor,
  useSetUpTwoFactor,
  useTurnOffTwoFactor,
  useTwoFactor,
} from './two-factor';
