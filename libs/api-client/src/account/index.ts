export {
  changeEmail,
  changePassword,
  confirmEmail,
  deleteAccount,
  getAccountEmail,
  getAccountEmailQueryOptions,
  useAccountEmail,
  useChangeEmail,
  useChangePassword,
  useConfirmEmail,
  useDeleteAccount,
} from './your-account';
