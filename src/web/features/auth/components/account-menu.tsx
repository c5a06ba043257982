// Placeholder: the accounts feature (issue 3) renders sign-in / account / sign-out here.
export function AccountMenu() {
  return null;
}
