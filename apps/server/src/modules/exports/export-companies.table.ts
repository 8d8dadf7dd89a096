/** export_companies: the companies one export wrote (migration 0018). */
export interface ExportCompaniesTable {
  export_id: number;
  muns: string;
}
