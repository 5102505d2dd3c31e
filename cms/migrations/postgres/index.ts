import * as migration_20261121_154113_initial from './20261121_154113_initial';
import * as migration_20261121_170326_accounts from './20261121_170326_accounts';
import * as migration_20261121_180512_site_content from './20261121_180512_site_content';
import * as migration_20261121_182126_page_texts from './20261121_182126_page_texts';
import * as migration_20261121_194036_children_lists from './20261121_194036_children_lists';
import * as migration_20261121_203028_appointments from './20261121_203028_appointments';
import * as migration_20261123_073109_foundations from './20261123_073109_foundations';
import * as migration_20261125_153348_iep from './20261125_153348_iep';
import * as migration_20261125_161850_enquiries from './20261125_161850_enquiries';
import * as migration_20261125_185712_enquiry_activity from './20261125_185712_enquiry_activity';
import * as migration_20261125_203746_games from './20261125_203746_games';
import * as migration_20261126_013423_game_plan_versions from './20261126_013423_game_plan_versions';
import * as migration_20261128_000426_centre_email from './20261128_000426_centre_email';
import * as migration_20261129_022832_schedule from './20261129_022832_schedule';
import * as migration_20261129_054040_appointment_statuses from './20261129_054040_appointment_statuses';
import * as migration_20261129_054405_appointment_history from './20261129_054405_appointment_history';
import * as migration_20261129_060920_refund_policy from './20261129_060920_refund_policy';
import * as migration_20261129_092337_cancellation_refund from './20261129_092337_cancellation_refund';
import * as migration_20261129_125703_reminders from './20261129_125703_reminders';
import * as migration_20261129_135531_messaging from './20261129_135531_messaging';
import * as migration_20261130_024500_table_changes from './20261130_024500_table_changes';
import * as migration_20261130_032534_cms_localization from './20261130_032534_cms_localization';
import * as migration_20261130_061717_games_enquiries_localization from './20261130_061717_games_enquiries_localization';

export const migrations = [
  {
    up: migration_20261121_154113_initial.up,
    down: migration_20261121_154113_initial.down,
    name: '20261121_154113_initial',
  },
  {
    up: migration_20261121_170326_accounts.up,
    down: migration_20261121_170326_accounts.down,
    name: '20261121_170326_accounts',
  },
  {
    up: migration_20261121_180512_site_content.up,
    down: migration_20261121_180512_site_content.down,
    name: '20261121_180512_site_content',
  },
  {
    up: migration_20261121_182126_page_texts.up,
    down: migration_20261121_182126_page_texts.down,
    name: '20261121_182126_page_texts',
  },
  {
    up: migration_20261121_194036_children_lists.up,
    down: migration_20261121_194036_children_lists.down,
    name: '20261121_194036_children_lists',
  },
  {
    up: migration_20261121_203028_appointments.up,
    down: migration_20261121_203028_appointments.down,
    name: '20261121_203028_appointments',
  },
  {
    up: migration_20261123_073109_foundations.up,
    down: migration_20261123_073109_foundations.down,
    name: '20261123_073109_foundations',
  },
  {
    up: migration_20261125_153348_iep.up,
    down: migration_20261125_153348_iep.down,
    name: '20261125_153348_iep',
  },
  {
    up: migration_20261125_161850_enquiries.up,
    down: migration_20261125_161850_enquiries.down,
    name: '20261125_161850_enquiries',
  },
  {
    up: migration_20261125_185712_enquiry_activity.up,
    down: migration_20261125_185712_enquiry_activity.down,
    name: '20261125_185712_enquiry_activity',
  },
  {
    up: migration_20261125_203746_games.up,
    down: migration_20261125_203746_games.down,
    name: '20261125_203746_games',
  },
  {
    up: migration_20261126_013423_game_plan_versions.up,
    down: migration_20261126_013423_game_plan_versions.down,
    name: '20261126_013423_game_plan_versions',
  },
  {
    up: migration_20261128_000426_centre_email.up,
    down: migration_20261128_000426_centre_email.down,
    name: '20261128_000426_centre_email',
  },
  {
    up: migration_20261129_022832_schedule.up,
    down: migration_20261129_022832_schedule.down,
    name: '20261129_022832_schedule',
  },
  {
    up: migration_20261129_054040_appointment_statuses.up,
    down: migration_20261129_054040_appointment_statuses.down,
    name: '20261129_054040_appointment_statuses',
  },
  {
    up: migration_20261129_054405_appointment_history.up,
    down: migration_20261129_054405_appointment_history.down,
    name: '20261129_054405_appointment_history',
  },
  {
    up: migration_20261129_060920_refund_policy.up,
    down: migration_20261129_060920_refund_policy.down,
    name: '20261129_060920_refund_policy',
  },
  {
    up: migration_20261129_092337_cancellation_refund.up,
    down: migration_20261129_092337_cancellation_refund.down,
    name: '20261129_092337_cancellation_refund',
  },
  {
    up: migration_20261129_125703_reminders.up,
    down: migration_20261129_125703_reminders.down,
    name: '20261129_125703_reminders',
  },
  {
    up: migration_20261129_135531_messaging.up,
    down: migration_20261129_135531_messaging.down,
    name: '20261129_135531_messaging',
  },
  {
    up: migration_20261130_024500_table_changes.up,
    down: migration_20261130_024500_table_changes.down,
    name: '20261130_024500_table_changes',
  },
  {
    up: migration_20261130_032534_cms_localization.up,
    down: migration_20261130_032534_cms_localization.down,
    name: '20261130_032534_cms_localization',
  },
  {
    up: migration_20261130_061717_games_enquiries_localization.up,
    down: migration_20261130_061717_games_enquiries_localization.down,
    name: '20261130_061717_games_enquiries_localization'
  },
];
