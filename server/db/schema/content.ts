// Tables of this area are declared here (mirrors its migration).
export {};
