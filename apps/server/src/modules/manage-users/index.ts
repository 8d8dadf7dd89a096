// The manage-users module's public surface.
export { manageUsersRoutes } from './manage-users.routes';
export { userGroupsRoutes } from './groups.routes';
export {
  accountPlanOf,
  accountSeatsUsed,
  addAccountUser,
  setReportGroup,
} from './account-users';
export { addAccountGroup, addAccountGroupMember } from './groups.service';
