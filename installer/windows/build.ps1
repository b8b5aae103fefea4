<#
.SYNOPSIS
Builds the Windows installer dist\casino-console-<version>-windows-x64-setup.exe.

.DESCRIPTION
Run on a Windows build machine with Python 3.11 (64-bit, python.org, with the py launcher)
and Inno Setup 6.3 or newer:

    powershell -ExecutionPolicy Bypass -File installer\windows\build.ps1

Steps: a fresh build environment .venv-build, the package with its "installer" extra
(PyInstaller), PyInstaller (dist\casino-console\), the built program's self-test, then
Inno Setup. Any failing step stops the build.

Optional code signing: set CASINO_SIGN_THUMBPRINT to the SHA-1 thumbprint of a
code-signing certificate in the current user's certificate store; signtool.exe (Windows
SDK) then signs casino-console.exe, casino.exe, the setup and its uninstaller.
CASINO_SIGN_TIMESTAMP_URL overrides the timestamp server (http://timestamp.digicert.com).
#>

$ErrorActionPreference = 'Stop'
Set-StrictMode -Version Latest

# Runs one native program (in the script block) and stops the build unless its exit code
# is 0: native programs do not throw on failure. Inside, errors only Continue: Windows
# PowerShell 5 can turn a program's stderr lines into error records, which 'Stop' would
# make fatal, and pip and PyInstaller log to stderr. The exit code alone decides.
function Invoke-Native([string]$Step, [scriptblock]$Command, [string]$Hint = '') {
    $ErrorActionPreference = 'Continue'
    & $Command
    if ($LASTEXITCODE -ne 0) {
        $message = "$Step failed (exit code $LASTEXITCODE)"
        if ($Hint) { $message += ": $Hint" }
        throw $message
    }
}

function Find-Iscc {
    $candidates = @()
    if (${env:ProgramFiles(x86)}) { $candidates += Join-Path ${env:ProgramFiles(x86)} 'Inno Setup 6\ISCC.exe' }
    if ($env:ProgramFiles) { $candidates += Join-Path $env:ProgramFiles 'Inno Setup 6\ISCC.exe' }
    if ($env:LOCALAPPDATA) { $candidates += Join-Path $env:LOCALAPPDATA 'Programs\Inno Setup 6\ISCC.exe' }
    foreach ($candidate in $candidates) {
        if (Test-Path -LiteralPath $candidate) { return $candidate }
    }
    $onPath = Get-Command ISCC.exe -ErrorAction SilentlyContinue | Select-Object -First 1
    if ($onPath) { return $onPath.Path }
    throw 'ISCC.exe (Inno Setup 6) not found: install Inno Setup 6.3 or newer from https://jrsoftware.org, or put ISCC.exe on PATH'
}

function Find-SignTool {
    $onPath = Get-Command signtool.exe -ErrorAction SilentlyContinue | Select-Object -First 1
    if ($onPath) { return $onPath.Path }
    if (${env:ProgramFiles(x86)}) {
        $kits = Join-Path ${env:ProgramFiles(x86)} 'Windows Kits\10\bin'
        if (Test-Path -LiteralPath $kits) {
            # bin\<SDK version>\x64\signtool.exe; the newest SDK first.
            $found = Get-ChildItem -LiteralPath $kits -Filter signtool.exe -Recurse -ErrorAction SilentlyContinue |
                Where-Object { $_.Directory.Name -eq 'x64' } |
                Sort-Object -Descending { try { [version]$_.Directory.Parent.Name } catch { [version]'0.0' } } |
                Select-Object -First 1
            if ($found) { return $found.FullName }
        }
    }
    throw 'signtool.exe not found: install the Windows SDK signing tools, or put signtool.exe on PATH'
}

# Work from the project root, wherever the script was started from.
$Root = (Resolve-Path -LiteralPath (Join-Path $PSScriptRoot '..\..')).Path
Push-Location -LiteralPath $Root
try {
    # The tools first, so a missing one fails now and not after a long build.
    if (-not (Get-Command py -ErrorAction SilentlyContinue)) {
        throw 'The Python launcher "py" was not found: install Python 3.11 (64-bit) from python.org'
    }
    $Iscc = Find-Iscc
    Write-Host "Inno Setup compiler: $Iscc"
    $Thumbprint = ''
    if ($env:CASINO_SIGN_THUMBPRINT) {
        # Copied from the certificate dialog it often carries spaces and an invisible mark.
        $Thumbprint = $env:CASINO_SIGN_THUMBPRINT -replace '[^0-9A-Fa-f]', ''
        $SignTool = Find-SignTool
        Write-Host "Signing with certificate $Thumbprint using $SignTool"
    }

    Write-Host '==> Build environment .venv-build (Python 3.11)'
    Invoke-Native -Step 'Creating .venv-build with py -3.11' -Hint 'is Python 3.11 installed? (py --list shows the versions)' -Command {
        & py -3.11 -m venv --clear .venv-build
    }
    $Py = Join-Path $Root '.venv-build\Scripts\python.exe'
    # The installer is x64 only: a 32-bit or Arm64 Python would build the wrong program.
    Invoke-Native -Step 'Checking for 64-bit (x64) Python' -Hint 'install the "Windows installer (64-bit)" of Python 3.11 from python.org' -Command {
        & $Py -c "import sys, sysconfig; sys.exit(0 if sysconfig.get_platform() == 'win-amd64' else 1)"
    }

    Write-Host '==> Installing the package and PyInstaller'
    Invoke-Native 'Upgrading pip' { & $Py -m pip install --upgrade pip }
    Invoke-Native 'pip install .[installer]' { & $Py -m pip install '.[installer]' }
    Invoke-Native -Step 'Importing PyInstaller' -Hint 'pyproject.toml needs the optional dependency group "installer" with pyinstaller' -Command {
        & $Py -c 'import PyInstaller'
    }

    Write-Host '==> PyInstaller: dist\casino-console\'
    Invoke-Native 'PyInstaller' { & $Py -m PyInstaller --noconfirm --clean installer\casino-console.spec }
    $Dist = Join-Path $Root 'dist\casino-console'
    foreach ($exe in @('casino-console.exe', 'casino.exe')) {
        if (-not (Test-Path -LiteralPath (Join-Path $Dist $exe))) {
            throw "PyInstaller did not produce dist\casino-console\$exe"
        }
    }

    # casino.exe, not casino-console.exe: the GUI program has no console to print to.
    Write-Host '==> Self-test of the built program'
    $Cli = Join-Path $Dist 'casino.exe'
    Invoke-Native 'The self-test (dist\casino-console\casino.exe --self-test)' { & $Cli --self-test }

    $Version = Invoke-Native 'Reading the version from pyproject.toml' {
        & $Py -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
    }
    $Version = "$Version".Trim()
    if ($Version -notmatch '^[0-9A-Za-z.+-]+$') {
        throw "Unexpected version '$Version' in pyproject.toml"
    }

    Write-Host "==> Inno Setup: version $Version"
    $IsccArgs = @("/DAppVersion=$Version")
    if ($Thumbprint) {
        $TimestampUrl = 'http://timestamp.digicert.com'
        if ($env:CASINO_SIGN_TIMESTAMP_URL) { $TimestampUrl = $env:CASINO_SIGN_TIMESTAMP_URL }
        # Inno Setup replaces $q with a quote and $f with the quoted file to sign. Single
        # quotes keep PowerShell from reading $q and $f as its own variables.
        $SignCommand = '$q' + $SignTool + '$q sign /fd sha256 /td sha256 /tr ' + $TimestampUrl +
            ' /sha1 ' + $Thumbprint + ' /d $qCasino Console$q $f'
        $IsccArgs += '/DSign'
        $IsccArgs += "/Scasinosign=$SignCommand"
    }
    $IsccArgs += 'installer\windows\casino-console.iss'
    Invoke-Native 'ISCC.exe (Inno Setup)' { & $Iscc @IsccArgs }

    $Setup = Join-Path $Root "dist\casino-console-$Version-windows-x64-setup.exe"
    if (-not (Test-Path -LiteralPath $Setup)) {
        throw "Inno Setup did not produce $Setup"
    }
    Write-Host "==> Built $Setup"
}
finally {
    Pop-Location
}
