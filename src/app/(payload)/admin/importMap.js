import { YesNoCell as YesNoCell_c819861bcfbec7c19feb676c4d30e0cc } from '../../../components/admin/YesNoCell'
import { ClickToEdit as ClickToEdit_79228eb08ca5f3dba55d6544e046d51f } from '../../../components/admin/ClickToEdit'
import { SourceSummary as SourceSummary_50eff909580b79baf8e45bae8d86bd20 } from '../../../components/admin/SourceSummary'
import { PersonalDataTools as PersonalDataTools_c7f1d4d7548ace9333887f78ce5eeef6 } from '../../../components/admin/PersonalDataTools'
import { CsvExportLink as CsvExportLink_78cd7f8d48dc3efdfe30d45c82287dd9 } from '../../../components/admin/CsvExportLink'
import { QueryPresetsAccessCell as QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { AdminIcon as AdminIcon_7be396d0766c6c490887ef074dd0ced4 } from '../../../components/admin/AdminIcon'
import { AdminLogo as AdminLogo_27eed1898e8caadb2fd2266b54bb4509 } from '../../../components/admin/AdminLogo'
import { VisitorsNavLink as VisitorsNavLink_69656a0d1f55bb932d2bae4f868fdb09 } from '../../../app/(payload)/admin/VisitorsNavLink'
import { AdminLocales as AdminLocales_ac134c094204aa7e0b3fe7f6212b634a } from '../../../components/admin/AdminLocales'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_653f58d03dbb9e7da8b15910ff341c01 } from '../../../app/(payload)/admin/DashboardView'
import { VisitorsView as VisitorsView_3abb9631d62a70666072daeb3bf8a9e2 } from '../../../app/(payload)/admin/VisitorsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/YesNoCell#YesNoCell": YesNoCell_c819861bcfbec7c19feb676c4d30e0cc,
  "/components/admin/ClickToEdit#ClickToEdit": ClickToEdit_79228eb08ca5f3dba55d6544e046d51f,
  "/components/admin/SourceSummary#SourceSummary": SourceSummary_50eff909580b79baf8e45bae8d86bd20,
  "/components/admin/PersonalDataTools#PersonalDataTools": PersonalDataTools_c7f1d4d7548ace9333887f78ce5eeef6,
  "/components/admin/CsvExportLink#CsvExportLink": CsvExportLink_78cd7f8d48dc3efdfe30d45c82287dd9,
  "@payloadcms/next/client#QueryPresetsAccessCell": QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "/components/admin/AdminIcon#AdminIcon": AdminIcon_7be396d0766c6c490887ef074dd0ced4,
  "/components/admin/AdminLogo#AdminLogo": AdminLogo_27eed1898e8caadb2fd2266b54bb4509,
  "/app/(payload)/admin/VisitorsNavLink#VisitorsNavLink": VisitorsNavLink_69656a0d1f55bb932d2bae4f868fdb09,
  "/components/admin/AdminLocales#AdminLocales": AdminLocales_ac134c094204aa7e0b3fe7f6212b634a,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/app/(payload)/admin/DashboardView#DashboardView": DashboardView_653f58d03dbb9e7da8b15910ff341c01,
  "/app/(payload)/admin/VisitorsView#VisitorsView": VisitorsView_3abb9631d62a70666072daeb3bf8a9e2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
