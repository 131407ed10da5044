-- Settings for the editor plugin. Each key is read once, when the plugin
-- loads; change them and restart the editor to see the difference.
local M = {}

M.width = 72  -- the column lines are wrapped at, as fmt's default
M.markdown = true

--[[
  A block comment in Lua: the lines inside it have no leader, so they are
  kept as written, like the code around them.
]]

function M.setup(options)
  -- Copy only the keys the plugin knows, so that a typo in the user's table is ignored instead of breaking the plugin.
  for key, value in pairs(options or {}) do
    if M[key] ~= nil then M[key] = value end
  end
  return M
end

return M
