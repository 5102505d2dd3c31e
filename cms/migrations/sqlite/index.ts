import * as migration_20261121_154106_initial from './20261121_154106_initial';
import * as migration_20261121_170322_accounts from './20261121_170322_accounts';
import * as migration_20261121_180510_site_content from './20261121_180510_site_content';
import * as migration_20261121_182121_page_texts from './20261121_182121_page_texts';
import * as migration_20261121_194026_children_lists from './20261121_194026_children_lists';
import * as migration_20261121_203025_appointments from './20261121_203025_appointments';
import * as migration_20261123_073043_foundations from './20261123_073043_foundations';
import * as migration_20261125_153343_iep from './20261125_153343_iep';
import * as migration_20261125_161827_enquiries from './20261125_161827_enquiries';
import * as migration_20261125_185705_enquiry_activity from './20261125_185705_enquiry_activity';
import * as migration_20261125_203741_games from './20261125_203741_games';
import * as migration_20261126_013345_game_plan_versions from './20261126_013345_game_plan_versions';
import * as migration_20261128_000358_centre_email from './20261128_000358_centre_email';

export const migrations = [
  {
    up: migration_20261121_154106_initial.up,
    down: migration_20261121_154106_initial.down,
    name: '20261121_154106_initial',
  },
  {
    up: migration_20261121_170322_accounts.up,
    down: migration_20261121_170322_accounts.down,
    name: '20261121_170322_accounts',
  },
  {
    up: migration_20261121_180510_site_content.up,
    down: migration_20261121_180510_site_content.down,
    name: '20261121_180510_site_content',
  },
  {
    up: migration_20261121_182121_page_texts.up,
    down: migration_20261121_182121_page_texts.down,
    name: '20261121_182121_page_texts',
  },
  {
    up: migration_20261121_194026_children_lists.up,
    down: migration_20261121_194026_children_lists.down,
    name: '20261121_194026_children_lists',
  },
  {
    up: migration_20261121_203025_appointments.up,
    down: migration_20261121_203025_appointments.down,
    name: '20261121_203025_appointments',
  },
  {
    up: migration_20261123_073043_foundations.up,
    down: migration_20261123_073043_foundations.down,
    name: '20261123_073043_foundations',
  },
  {
    up: migration_20261125_153343_iep.up,
    down: migration_20261125_153343_iep.down,
    name: '20261125_153343_iep',
  },
  {
    up: migration_20261125_161827_enquiries.up,
    down: migration_20261125_161827_enquiries.down,
    name: '20261125_161827_enquiries',
  },
  {
    up: migration_20261125_185705_enquiry_activity.up,
    down: migration_20261125_185705_enquiry_activity.down,
    name: '20261125_185705_enquiry_activity',
  },
  {
    up: migration_20261125_203741_games.up,
    down: migration_20261125_203741_games.down,
    name: '20261125_203741_games',
  },
  {
    up: migration_20261126_013345_game_plan_versions.up,
    down: migration_20261126_013345_game_plan_versions.down,
    name: '20261126_013345_game_plan_versions',
  },
  {
    up: migration_20261128_000358_centre_email.up,
    down: migration_20261128_000358_centre_email.down,
    name: '20261128_000358_centre_email'
  },
];
