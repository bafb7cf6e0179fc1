import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";
import { profileKeys } from "./keys";

export const getMyProfile = () => unwrap(api.profile.me.$get());

export const myProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
