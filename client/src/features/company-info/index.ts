// The company-info feature's public surface: other features import only from here.
export { companyInfoQueryOptions, useCompanyInfo } from "./api/get-company-info";
