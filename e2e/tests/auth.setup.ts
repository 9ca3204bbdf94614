import { test as setup } from '@playwright/test';
import { ADMIN_STATE, DEMO, SUPER_ADMIN_STATE, signInByApi, USER_STATE } from './support';

const ACCOUNTS = [
  { email: DEMO.user, file: USER_STATE },
  { email: DEMO.admin, file: ADMIN_STATE },
  { email: DEMO.superAdmin, file: SUPER_ADMIN_STATE },
];

for (const account of ACCOUNTS) {
  setup(`sign in ${account.email}`, async ({ page }) => {
    await signInByApi(page, account.email);
    await page.context().storageState({ path: account.file });
  });
}
