import * as migration_20261123_032507_initial from './20261123_032507_initial';
import * as migration_20261123_054925_lead_capture from './20261123_054925_lead_capture';
import * as migration_20261125_041709_staff_roles from './20261125_041709_staff_roles';
import * as migration_20261125_045437_retention from './20261125_045437_retention';
import * as migration_20261125_103215_editorial_workflow from './20261125_103215_editorial_workflow';
import * as migration_20261125_120610_media_object_key from './20261125_120610_media_object_key';
import * as migration_20261126_221710_media_visibility from './20261126_221710_media_visibility';
import * as migration_20261126_222306_delivery_skipped from './20261126_222306_delivery_skipped';
import * as migration_20261126_222803_account_no_lock from './20261126_222803_account_no_lock';
import * as migration_20261126_233551_merged_snapshot from './20261126_233551_merged_snapshot';
import * as migration_20261127_013244_lead_workflow from './20261127_013244_lead_workflow';
import * as migration_20261127_074803_delivery_progress from './20261127_074803_delivery_progress';
import * as migration_20261128_051501_search from './20261128_051501_search';
import * as migration_20261128_051620_visitor_insight from './20261128_051620_visitor_insight';

export const migrations = [
  {
    up: migration_20261123_032507_initial.up,
    down: migration_20261123_032507_initial.down,
    name: '20261123_032507_initial',
  },
  {
    up: migration_20261123_054925_lead_capture.up,
    down: migration_20261123_054925_lead_capture.down,
    name: '20261123_054925_lead_capture',
  },
  {
    up: migration_20261125_041709_staff_roles.up,
    down: migration_20261125_041709_staff_roles.down,
    name: '20261125_041709_staff_roles',
  },
  {
    up: migration_20261125_045437_retention.up,
    down: migration_20261125_045437_retention.down,
    name: '20261125_045437_retention',
  },
  {
    up: migration_20261125_103215_editorial_workflow.up,
    down: migration_20261125_103215_editorial_workflow.down,
    name: '20261125_103215_editorial_workflow',
  },
  {
    up: migration_20261125_120610_media_object_key.up,
    down: migration_20261125_120610_media_object_key.down,
    name: '20261125_120610_media_object_key',
  },
  {
    up: migration_20261126_221710_media_visibility.up,
    down: migration_20261126_221710_media_visibility.down,
    name: '20261126_221710_media_visibility',
  },
  {
    up: migration_20261126_222306_delivery_skipped.up,
    down: migration_20261126_222306_delivery_skipped.down,
    name: '20261126_222306_delivery_skipped',
  },
  {
    up: migration_20261126_222803_account_no_lock.up,
    down: migration_20261126_222803_account_no_lock.down,
    name: '20261126_222803_account_no_lock',
  },
  {
    up: migration_20261126_233551_merged_snapshot.up,
    down: migration_20261126_233551_merged_snapshot.down,
    name: '20261126_233551_merged_snapshot',
  },
  {
    up: migration_20261127_013244_lead_workflow.up,
    down: migration_20261127_013244_lead_workflow.down,
    name: '20261127_013244_lead_workflow',
  },
  {
    up: migration_20261127_074803_delivery_progress.up,
    down: migration_20261127_074803_delivery_progress.down,
    name: '20261127_074803_delivery_progress',
  },
  {
    up: migration_20261128_051501_search.up,
    down: migration_20261128_051501_search.down,
    name: '20261128_051501_search'
  },
  {
    up: migration_20261128_051620_visitor_insight.up,
    down: migration_20261128_051620_visitor_insight.down,
    name: '20261128_051620_visitor_insight'
  },
];
