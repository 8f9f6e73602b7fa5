/** The console's staff accounts and the ERP's SFTP users (server/users). */
import { defineFeature } from '../../domain/feature';
import { users } from '../../domain/resources/setting/users';
import { sftpUsers } from '../../domain/resources/setting/sftp-users';

export const usersFeature = defineFeature({
  name: 'users',
  resources: [users, sftpUsers],
  menu: [
    { area: 'setting', rank: 10, resource: 'users' },
    { area: 'setting', rank: 20, resource: 'sftp-users' },
  ],
});
